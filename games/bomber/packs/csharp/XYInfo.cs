using System;
using System.Collections.Generic;

namespace ClassLibrary_CGC
{
    /// <summary>Everything on one cell: gb.XYinfo[x, y].</summary>
    [Serializable]
    public class XYInfo
    {
        public XYInfo()
        {
            Type = CellType.Free;
            Lavas = new List<Lava>();
            Free = true;
        }

        /// <summary>A shallow copy: the same Player, Bomb, Bonus and lavas.</summary>
        public XYInfo(XYInfo origin)
        {
            Type = origin.Type;
            Player = origin.Player;
            Bomb = origin.Bomb;
            Bonus = origin.Bonus;
            Lavas = new List<Lava>(origin.Lavas);
            Free = origin.Free;
        }

        /// <summary>The cell's type, as gb.Cells[x, y].Type.</summary>
        public CellType Type { get; set; }

        /// <summary>The living bomber on the cell, or null.</summary>
        public Player Player { get; set; }

        /// <summary>The bomb on the cell, or null.</summary>
        public Bomb Bomb { get; set; }

        /// <summary>The open bonus on the cell, or null.</summary>
        public Bonus Bonus { get; set; }

        /// <summary>Every lava burning on the cell; an empty list, never null, when none does (as in 2018).</summary>
        public List<Lava> Lavas { get; set; }

        /// <summary>A free cell with no bomber, bomb or bonus on it.</summary>
        public bool Free { get; set; }
    }
}
