#pragma once

#ifndef _TROOPER_H_
#define _TROOPER_H_

#include "Unit.h"
#include "TrooperStance.h"
#include "TrooperType.h"

namespace model {
    /** A trooper as its player sees it, rebuilt for every move. */
    class Trooper : public Unit {
    private:
        long long playerId;
        int teammateIndex;
        bool teammate;
        TrooperType type;
        TrooperStance stance;
        int hitpoints;
        int maximalHitpoints;
        int actionPoints;
        int initialActionPoints;
        double visionRange;
        double shootingRange;
        int shootCost;
        int standingDamage;
        int kneelingDamage;
        int proneDamage;
        int damage;
        bool holdingGrenade;
        bool holdingMedikit;
        bool holdingFieldRation;
    public:
        /** A placeholder, as 2013's: every number -1 (the ranges 0), the enums UNKNOWN. */
        Trooper() : Unit(), playerId(-1), teammateIndex(-1), teammate(false), type(UNKNOWN_TROOPER), stance(UNKNOWN_STANCE), hitpoints(-1), maximalHitpoints(-1), actionPoints(-1), initialActionPoints(-1), visionRange(0), shootingRange(0), shootCost(-1), standingDamage(-1), kneelingDamage(-1), proneDamage(-1), damage(-1), holdingGrenade(false), holdingMedikit(false), holdingFieldRation(false) { }
        Trooper(long long id, int x, int y, long long playerId, int teammateIndex, bool teammate, TrooperType type, TrooperStance stance, int hitpoints, int maximalHitpoints, int actionPoints, int initialActionPoints, double visionRange, double shootingRange, int shootCost, int standingDamage, int kneelingDamage, int proneDamage, int damage, bool holdingGrenade, bool holdingMedikit, bool holdingFieldRation)
            : Unit(id, x, y), playerId(playerId), teammateIndex(teammateIndex), teammate(teammate), type(type), stance(stance), hitpoints(hitpoints), maximalHitpoints(maximalHitpoints), actionPoints(actionPoints), initialActionPoints(initialActionPoints), visionRange(visionRange), shootingRange(shootingRange), shootCost(shootCost), standingDamage(standingDamage), kneelingDamage(kneelingDamage), proneDamage(proneDamage), damage(damage), holdingGrenade(holdingGrenade), holdingMedikit(holdingMedikit), holdingFieldRation(holdingFieldRation) { }

        long long getPlayerId() const { return playerId; }
        int getTeammateIndex() const { return teammateIndex; }
        bool isTeammate() const { return teammate; }
        TrooperType getType() const { return type; }
        TrooperStance getStance() const { return stance; }
        int getHitpoints() const { return hitpoints; }
        int getMaximalHitpoints() const { return maximalHitpoints; }
        int getActionPoints() const { return actionPoints; }
        int getInitialActionPoints() const { return initialActionPoints; }
        double getVisionRange() const { return visionRange; }
        double getShootingRange() const { return shootingRange; }
        int getShootCost() const { return shootCost; }
        int getStandingDamage() const { return standingDamage; }
        int getKneelingDamage() const { return kneelingDamage; }
        int getProneDamage() const { return proneDamage; }
        int getDamage() const { return damage; }
        bool isHoldingGrenade() const { return holdingGrenade; }
        bool isHoldingMedikit() const { return holdingMedikit; }
        bool isHoldingFieldRation() const { return holdingFieldRation; }

        /** The damage of a shot fired in the given stance. */
        int getDamage(TrooperStance stance) const {
            return stance == PRONE ? proneDamage : stance == KNEELING ? kneelingDamage : standingDamage;
        }
    };
}

#endif
