# A Python 2 strategy of 2013: it imports its helper, whose print statement is Python 2 syntax.
from lib import util

util.greet()
