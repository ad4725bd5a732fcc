// Latin-1 text, no UTF-8: été orientation
int landscape = 1;
