import sys


def greet():
    print "ready"
