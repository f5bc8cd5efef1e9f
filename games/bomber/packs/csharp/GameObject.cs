using System;

namespace ClassLibrary_CGC
{
    /// <summary>Anything on the field: x is the column (0 = left), y the row (0 = top).</summary>
    [Serializable]
    public class GameObject
    {
        public int X { get; set; }

        public int Y { get; set; }
    }

    /// <summary>One cell of GameBoard.Cells.</summary>
    [Serializable]
    public class Cell : GameObject
    {
        public CellType Type { get; set; }
    }
}
