import sys


def greet():
    print >>sys.stderr, "ready"
