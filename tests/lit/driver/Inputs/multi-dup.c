int counter = 7;
