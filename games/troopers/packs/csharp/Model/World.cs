using System;

namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model
{
    /// <summary>What one player sees at one moment: the move, the players, the visible troopers and bonuses, the map.</summary>
    public sealed class World
    {
        private static readonly int StanceCount = Enum.GetValues(typeof(TrooperStance)).Length;

        private readonly Player[] players;
        private readonly Trooper[] troopers;
        private readonly Bonus[] bonuses;
        private readonly CellType[][] cells;
        private readonly bool[] cellVisibilities;

        /// <summary>Keeps copies of the arrays it is given, the reachability matrix excepted (as 2013's World).</summary>
        public World(int moveIndex, int width, int height, Player[] players, Trooper[] troopers, Bonus[] bonuses,
            CellType[][] cells, bool[] cellVisibilities)
        {
            MoveIndex = moveIndex;
            Width = width;
            Height = height;
            this.players = (Player[]) players.Clone();
            this.troopers = (Trooper[]) troopers.Clone();
            this.bonuses = (Bonus[]) bonuses.Clone();
            this.cells = Copy(cells);
            this.cellVisibilities = cellVisibilities;
        }

        public int MoveIndex { get; }

        public int Width { get; }

        public int Height { get; }

        /// <summary>Every player of the game, crashed ones included: a copy.</summary>
        public Player[] Players
        {
            get { return (Player[]) players.Clone(); }
        }

        /// <summary>The troopers the player sees, the acting one included: a copy.</summary>
        public Trooper[] Troopers
        {
            get { return (Trooper[]) troopers.Clone(); }
        }

        /// <summary>The bonuses the player sees: a copy.</summary>
        public Bonus[] Bonuses
        {
            get { return (Bonus[]) bonuses.Clone(); }
        }

        /// <summary>The whole map, first index x, second y: a copy, each column copied (as 2013's), yours to change.</summary>
        public CellType[][] Cells
        {
            get { return Copy(cells); }
        }

        /// <summary>
        /// The reachability of every cell from every cell for every stance, flattened as
        /// viewerX * H * W * H * 3 + viewerY * W * H * 3 + objectX * H * 3 + objectY * 3 + stance. A copy (as 2013's).
        /// </summary>
        public bool[] CellVisibilities
        {
            get { return (bool[]) cellVisibilities.Clone(); }
        }

        /// <summary>
        /// Whether an object at (objectX, objectY) in objectStance is within maxRange of a viewer at (viewerX, viewerY)
        /// in viewerStance and reachable for the lower of the two stances. For sight pass the vision range, for fire
        /// the shooting range; for a bonus pass Prone.
        /// </summary>
        public bool IsVisible(double maxRange, int viewerX, int viewerY, TrooperStance viewerStance,
            int objectX, int objectY, TrooperStance objectStance)
        {
            int dx = objectX - viewerX;
            int dy = objectY - viewerY;
            if (dx * dx + dy * dy > maxRange * maxRange)
            {
                return false;
            }
            int stance = Math.Min((int) viewerStance, (int) objectStance);
            return cellVisibilities[viewerX * Height * Width * Height * StanceCount + viewerY * Width * Height * StanceCount
                + objectX * Height * StanceCount + objectY * StanceCount + stance];
        }

        private static CellType[][] Copy(CellType[][] cells)
        {
            CellType[][] copy = new CellType[cells.Length][];
            for (int x = 0; x < cells.Length; x++)
            {
                copy[x] = (CellType[]) cells[x].Clone();
            }
            return copy;
        }
    }
}
