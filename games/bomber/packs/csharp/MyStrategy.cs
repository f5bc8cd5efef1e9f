using System;
using System.Collections.Generic;
using ClassLibrary_CGC;

namespace User_class
{
    /// <summary>
    /// Your strategy, as in 2018: the class User, a Player whose Play returns your bomber's action for the next tick.
    /// X, Y, BombsCount, BangRadius, ID and the rest are your bomber's. Static and instance fields keep their values
    /// from tick to tick.
    ///
    /// This is the quick-start example: get out of any blast you can see coming, bomb when your blast would burn a
    /// building or a bomber and you can still escape, else walk to the nearest bonus, else to the nearest place
    /// worth bombing. Change anything you like.
    /// </summary>
    public class User : Player
    {
        private static readonly PlayerAction[] Moves = { PlayerAction.Up, PlayerAction.Down, PlayerAction.Left, PlayerAction.Right };
        private static readonly PlayerAction[] Steps =
        {
            PlayerAction.Wait, PlayerAction.Up, PlayerAction.Down, PlayerAction.Left, PlayerAction.Right
        };

        public override PlayerAction Play(GameBoard gb)
        {
            Danger danger = new Danger(gb, null);
            if (danger.Ever(X, Y))
            {
                PlayerAction? away = Escape(gb, danger);
                return away ?? PlayerAction.Wait;
            }
            if (BombsCount > 0 && gb.XYinfo[X, Y].Bomb == null && Targets(gb, X, Y) > 0
                    && Escape(gb, new Danger(gb, new Bomb(this))) != null)
            {
                return PlayerAction.Bomb;
            }
            HashSet<int> bonuses = new HashSet<int>();
            foreach (Bonus bonus in gb.Bonuses)
            {
                bonuses.Add(bonus.Y * gb.W + bonus.X);
            }
            PlayerAction? step = FirstStep(gb, danger, bonuses);
            if (step != null)
            {
                return step.Value;
            }
            HashSet<int> spots = new HashSet<int>();
            for (int x = 0; x < gb.W; x++)
            {
                for (int y = 0; y < gb.H; y++)
                {
                    if (Walkable(gb, x, y) && Targets(gb, x, y) > 0)
                    {
                        spots.Add(y * gb.W + x);
                    }
                }
            }
            return FirstStep(gb, danger, spots) ?? PlayerAction.Wait;
        }

        private static int Dx(PlayerAction a)
        {
            return a == PlayerAction.Left ? -1 : a == PlayerAction.Right ? 1 : 0;
        }

        private static int Dy(PlayerAction a)
        {
            return a == PlayerAction.Up ? -1 : a == PlayerAction.Down ? 1 : 0;
        }

        /// <summary>Outside the field counts as a stone wall.</summary>
        private static CellType TypeAt(GameBoard gb, int x, int y)
        {
            return x < 0 || y < 0 || x >= gb.W || y >= gb.H ? CellType.Indestructible : gb.XYinfo[x, y].Type;
        }

        /// <summary>Free, no bomb, no living bomber: a bomber may step here.</summary>
        private static bool Walkable(GameBoard gb, int x, int y)
        {
            return TypeAt(gb, x, y) == CellType.Free && gb.XYinfo[x, y].Bomb == null && gb.XYinfo[x, y].Player == null;
        }

        /// <summary>The cells a bomb on (x, y) burns: the centre, then each ray up to the first wall or building.</summary>
        private static List<int[]> Cross(GameBoard gb, int x, int y, int radius)
        {
            List<int[]> cells = new List<int[]> { new[] { x, y } };
            foreach (PlayerAction ray in Moves)
            {
                for (int k = 1; k <= radius; k++)
                {
                    int cx = x + k * Dx(ray);
                    int cy = y + k * Dy(ray);
                    CellType type = TypeAt(gb, cx, cy);
                    if (type == CellType.Indestructible)
                    {
                        break;
                    }
                    cells.Add(new[] { cx, cy });
                    if (type == CellType.Destructible)
                    {
                        break;
                    }
                }
            }
            return cells;
        }

        /// <summary>When each cell burns: ticks first..last (1 = the next tick), for every bomb and lava, chains included.</summary>
        private sealed class Danger
        {
            private readonly int width;
            private readonly List<int[]> intervals = new List<int[]>(); // {cell, first, last}
            private readonly bool[] ever;

            public Danger(GameBoard gb, Bomb extra)
            {
                width = gb.W;
                ever = new bool[gb.W * gb.H];
                List<Bomb> bombs = new List<Bomb>(gb.Bombs);
                if (extra != null)
                {
                    bombs.Add(extra);
                }
                int[] when = new int[bombs.Count];
                for (int i = 0; i < when.Length; i++)
                {
                    when[i] = bombs[i].LiveTime;
                }
                bool changed = true;
                while (changed)
                {
                    // a bomb in another's blast explodes with it
                    changed = false;
                    for (int i = 0; i < bombs.Count; i++)
                    {
                        foreach (int[] c in Cross(gb, bombs[i].X, bombs[i].Y, bombs[i].Bang_radius))
                        {
                            for (int j = 0; j < bombs.Count; j++)
                            {
                                if (bombs[j].X == c[0] && bombs[j].Y == c[1] && when[i] < when[j])
                                {
                                    when[j] = when[i];
                                    changed = true;
                                }
                            }
                        }
                    }
                }
                for (int i = 0; i < bombs.Count; i++)
                {
                    foreach (int[] c in Cross(gb, bombs[i].X, bombs[i].Y, bombs[i].Bang_radius))
                    {
                        Add(c[0], c[1], when[i], when[i] + Config.lava_livetime - 1);
                    }
                }
                foreach (Lava lava in gb.Lavas)
                {
                    Add(lava.X, lava.Y, 1, lava.LiveTime);
                }
            }

            private void Add(int x, int y, int first, int last)
            {
                intervals.Add(new[] { y * width + x, first, last });
                ever[y * width + x] = true;
            }

            public bool Ever(int x, int y)
            {
                return ever[y * width + x];
            }

            public bool Burning(int x, int y, int tick)
            {
                int cell = y * width + x;
                foreach (int[] i in intervals)
                {
                    if (i[0] == cell && i[1] <= tick && tick <= i[2])
                    {
                        return true;
                    }
                }
                return false;
            }

            public bool SafeAfter(int x, int y, int tick)
            {
                int cell = y * width + x;
                foreach (int[] i in intervals)
                {
                    if (i[0] == cell && i[2] >= tick)
                    {
                        return false;
                    }
                }
                return true;
            }
        }

        /// <summary>The first action of the shortest way to a cell that stays safe, waiting allowed; null if none.</summary>
        private PlayerAction? Escape(GameBoard gb, Danger danger)
        {
            int horizon = Config.bomb_live_time + Config.lava_livetime + 2;
            Queue<int[]> queue = new Queue<int[]>(); // {x, y, tick, first action or -1}
            HashSet<long> seen = new HashSet<long>();
            queue.Enqueue(new[] { X, Y, 0, -1 });
            while (queue.Count > 0)
            {
                int[] s = queue.Dequeue();
                if (s[2] > 0 && danger.SafeAfter(s[0], s[1], s[2]))
                {
                    return (PlayerAction)s[3];
                }
                if (s[2] == horizon)
                {
                    continue;
                }
                foreach (PlayerAction a in Steps)
                {
                    int nx = s[0] + Dx(a);
                    int ny = s[1] + Dy(a);
                    if (a != PlayerAction.Wait && !Walkable(gb, nx, ny))
                    {
                        continue;
                    }
                    int t = s[2] + 1;
                    long key = ((long)t * gb.H + ny) * gb.W + nx;
                    if (!danger.Burning(nx, ny, t) && seen.Add(key))
                    {
                        queue.Enqueue(new[] { nx, ny, t, s[3] < 0 ? (int)a : s[3] });
                    }
                }
            }
            return null;
        }

        /// <summary>The first move of the shortest walk to the nearest goal cell that avoids all danger; null if none.</summary>
        private PlayerAction? FirstStep(GameBoard gb, Danger danger, HashSet<int> goals)
        {
            Queue<int[]> queue = new Queue<int[]>(); // {x, y, first action or -1}
            bool[] seen = new bool[gb.W * gb.H];
            seen[Y * gb.W + X] = true;
            queue.Enqueue(new[] { X, Y, -1 });
            while (queue.Count > 0)
            {
                int[] s = queue.Dequeue();
                if (s[2] >= 0 && goals.Contains(s[1] * gb.W + s[0]))
                {
                    return (PlayerAction)s[2];
                }
                foreach (PlayerAction a in Moves)
                {
                    int nx = s[0] + Dx(a);
                    int ny = s[1] + Dy(a);
                    if (Walkable(gb, nx, ny) && !seen[ny * gb.W + nx] && !danger.Ever(nx, ny))
                    {
                        seen[ny * gb.W + nx] = true;
                        queue.Enqueue(new[] { nx, ny, s[2] < 0 ? (int)a : s[2] });
                    }
                }
            }
            return null;
        }

        /// <summary>Buildings and other bombers a bomb of mine on (x, y) would burn.</summary>
        private int Targets(GameBoard gb, int x, int y)
        {
            int count = 0;
            List<int[]> cells = Cross(gb, x, y, BangRadius);
            for (int i = 1; i < cells.Count; i++)
            {
                XYInfo info = gb.XYinfo[cells[i][0], cells[i][1]];
                if (info.Type == CellType.Destructible || (info.Player != null && info.Player.ID != ID))
                {
                    count++;
                }
            }
            return count;
        }
    }
}
