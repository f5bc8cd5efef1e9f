# stand-in for the 2013 pack's build script: the site builds with its own
g++ -static -DONLINE_JUDGE -D_LINUX -O2 -o MyStrategy *.cpp model/*.cpp csimplesocket/*.cpp
