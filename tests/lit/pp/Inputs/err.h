inc_body
#error from header
