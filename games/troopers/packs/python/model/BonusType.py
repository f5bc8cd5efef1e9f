class BonusType:
    """Values are the wire ordinals; None stands for no value."""
    GRENADE = 0
    MEDIKIT = 1
    FIELD_RATION = 2
