module example.com/abuse

go 1.19
