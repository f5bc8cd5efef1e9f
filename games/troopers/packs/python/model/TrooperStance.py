class TrooperStance:
    """Values are the wire ordinals; None stands for no value."""
    PRONE = 0
    KNEELING = 1
    STANDING = 2
