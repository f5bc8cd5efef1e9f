package model;

public enum TrooperType {
    COMMANDER, FIELD_MEDIC, SOLDIER, SNIPER, SCOUT
}
