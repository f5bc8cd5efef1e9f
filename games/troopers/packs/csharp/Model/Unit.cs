using System;

namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model
{
    /// <summary>What troopers and bonuses share: an id and a cell.</summary>
    public abstract class Unit
    {
        protected Unit(long id, int x, int y)
        {
            Id = id;
            X = x;
            Y = y;
        }

        public long Id { get; }

        public int X { get; }

        public int Y { get; }

        /// <summary>Euclidean distance between the centres of this unit's cell and cell (x, y).</summary>
        public double GetDistanceTo(int x, int y)
        {
            int dx = x - X;
            int dy = y - Y;
            return Math.Sqrt(dx * dx + dy * dy);
        }

        public double GetDistanceTo(Unit unit)
        {
            return GetDistanceTo(unit.X, unit.Y);
        }
    }
}
