// stand-in for the 2013 pack's model/Unit.cpp: out-of-line definitions of what the pack's header defines inline
#include "Unit.h"

#include <cmath>

using namespace model;

Unit::Unit(long long id, int x, int y) : id(id), x(x), y(y) { }

Unit::~Unit() { }

long long Unit::getId() const { return id; }

int Unit::getX() const { return x; }

int Unit::getY() const { return y; }

double Unit::getDistanceTo(int x, int y) const { return std::hypot(x - this->x, y - this->y); }

double Unit::getDistanceTo(const Unit& unit) const { return getDistanceTo(unit.x, unit.y); }
