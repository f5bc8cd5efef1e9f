class TrooperType:
    """Values are the wire ordinals; None stands for no value."""
    COMMANDER = 0
    FIELD_MEDIC = 1
    SOLDIER = 2
    SNIPER = 3
    SCOUT = 4
