package model;

public enum BonusType {
    GRENADE, MEDIKIT, FIELD_RATION
}
