namespace ClassLibrary_CGC
{
    /// <summary>
    /// Your bomber's command for the next tick. Up is y - 1 (rows count from the top), Left is x - 1.
    /// The order of the values is the 2018 library's, so (PlayerAction)n means what it meant then.
    /// </summary>
    public enum PlayerAction
    {
        Wait, Bomb, Left, Up, Right, Down
    }

    /// <summary>Radius: +1 explosion radius. Ammunition: +1 bomb.</summary>
    public enum BonusType
    {
        Radius,
        Ammunition,

        /// <summary>The rules' spelling of Ammunition.</summary>
        Ammunation = Ammunition
    }

    /// <summary>What a cell is built of.</summary>
    public enum CellType
    {
        Free,
        Indestructible,
        Destructible,

        /// <summary>Free under the name the 2018 library gave it from May 2018.</summary>
        None = Free
    }
}
