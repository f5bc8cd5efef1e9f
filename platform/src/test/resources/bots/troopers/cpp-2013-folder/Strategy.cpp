// stand-in for the 2013 pack's Strategy.cpp: next to a Strategy.h that defines the destructor, a redefinition
#include "Strategy.h"

Strategy::~Strategy() { }
