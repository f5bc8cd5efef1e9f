class CellType:
    """Values are the wire ordinals; None stands for no value."""
    FREE = 0
    LOW_COVER = 1
    MEDIUM_COVER = 2
    HIGH_COVER = 3
