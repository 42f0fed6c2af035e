%:define DG(x) <: x :> <% x %>
%:define CAT(a,b) a %:%: b
DG(1) CAT(x,y) %:%: <::> <%%>
