package model;

public enum CellType {
    FREE, LOW_COVER, MEDIUM_COVER, HIGH_COVER
}
