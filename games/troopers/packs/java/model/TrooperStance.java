package model;

public enum TrooperStance {
    PRONE, KNEELING, STANDING
}
