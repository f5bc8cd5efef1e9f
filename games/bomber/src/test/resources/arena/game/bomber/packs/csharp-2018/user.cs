using System;
using System.Collections.Generic;
using System.Linq;

using ClassLibrary_CGC;

// A strategy as a 2018 contestant wrote it: the class User of User_class, a Player of ClassLibrary_CGC, with its
// state in static fields and debugging printed with Console.WriteLine. It uses every name the seed's rules give,
// and the 2018 library's W, H, Cells, ID, PlayerID, Visible, Free, Clone, None, Ammunition, wait_time,
// client_program_memory_quote and copy constructors. Every tick it checks that the board the pack built agrees
// with itself and with this bomber's own properties: a disagreement throws, which the pack answers as an invalid
// WAIT that the test counts.
namespace User_class
{
    [Serializable]
    public class User : Player
    {
        static int lastTick = -1;
        static PlayerAction lastAction = PlayerAction.Wait;
        static Random rn = new Random(7);

        public override PlayerAction Play(GameBoard gb)
        {
            CheckConfig();
            CheckBoard(gb);
            CheckMe(gb);
            CheckClone(gb);
            lastTick = gb.Tick;

            PlayerAction action = Choose(gb);
            Console.WriteLine("tick " + gb.Tick + " at " + X + "," + Y + ": " + action);
            lastAction = action;
            return action;
        }

        static void Check(bool condition, string what)
        {
            if (!condition)
            {
                throw new InvalidOperationException(what);
            }
        }

        static void CheckConfig()
        {
            Check(Config.gameTicksMax == 300 && Config.bang_start_radius == 1 && Config.player_bombs_count_start == 1
                    && Config.lava_livetime == 2 && Config.bomb_live_time == 3, "Config: the game's numbers");
            Check(Config.player_kill_points == 20 && Config.player_survive_points == 20
                    && Config.player_cell_destroy_points == 1 && Config.player_win_points == 40
                    && Config.player_bonus_find_points == 4, "Config: the points");
            Check(Config.wait_time > 0 && Config.client_program_memory_quote == 64, "Config: the limits");
            Check(CellType.None == CellType.Free && BonusType.Ammunation == BonusType.Ammunition, "enum aliases");
        }

        static void CheckBoard(GameBoard gb)
        {
            Check(gb.W == 15 && gb.H == 15, "W and H");
            Check(gb.Cells.GetLength(0) == gb.W && gb.Cells.GetLength(1) == gb.H, "Cells is [W, H]");
            Check(gb.XYinfo.GetLength(0) == gb.W && gb.XYinfo.GetLength(1) == gb.H, "XYinfo is [W, H]");
            Check(gb.Players.Count == 4, "four players, dead ones too");
            Check(gb.Players.Select(p => p.ID).Distinct().Count() == 4, "distinct IDs");
            for (int x = 0; x < gb.W; x++)
            {
                for (int y = 0; y < gb.H; y++)
                {
                    Cell cell = gb.Cells[x, y];
                    XYInfo info = gb.XYinfo[x, y];
                    Check(cell.X == x && cell.Y == y, "Cells[x, y] knows its place");
                    Check(info.Type == cell.Type, "XYinfo Type is the cell's");
                    Check(info.Lavas != null, "Lavas is a list");
                    bool free = info.Type == CellType.Free && info.Player == null && info.Bomb == null && info.Bonus == null;
                    Check(info.Free == free, "Free");
                    if (info.Player != null)
                    {
                        Check(info.Player.X == x && info.Player.Y == y && info.Player.Health > 0, "XYinfo Player");
                    }
                    if (info.Type != CellType.Free)
                    {
                        Check(info.Type == CellType.Destructible || info.Type == CellType.Indestructible, "CellType");
                        Check(info.Player == null && info.Bomb == null && info.Bonus == null, "nothing stands in a wall");
                    }
                }
            }
            foreach (Player p in gb.Players)
            {
                Check(p.Health == 0 || gb.XYinfo[p.X, p.Y].Player == p, "a living bomber is on his cell");
                Check(p.Health == 0 || p.Health == 1, "Health");
                Check(p.Points >= 0 && p.BombsCount >= 0 && p.BangRadius >= 1, "Points, BombsCount, BangRadius");
                Check(!string.IsNullOrEmpty(p.Name), "Name");
            }
            foreach (Bomb b in gb.Bombs)
            {
                Check(gb.XYinfo[b.X, b.Y].Bomb == b, "XYinfo Bomb");
                Check(b.LiveTime >= 1 && b.LiveTime <= Config.bomb_live_time, "Bomb LiveTime");
                Check(b.Bang_radius >= 1, "Bang_radius");
                Check(gb.Players.Any(p => p.ID == b.PlayerID), "Bomb PlayerID");
            }
            foreach (Lava l in gb.Lavas)
            {
                Check(gb.XYinfo[l.X, l.Y].Lavas.Contains(l), "XYinfo Lavas");
                Check(l.LiveTime >= 1 && l.LiveTime <= Config.lava_livetime, "Lava LiveTime");
                Check(gb.Players.Any(p => p.ID == l.PlayerID), "Lava PlayerID");
            }
            Check(gb.Lavas.Count == Enumerable.Range(0, gb.W * gb.H).Sum(i => gb.XYinfo[i % gb.W, i / gb.W].Lavas.Count),
                    "every lava on its cell once");
            foreach (Bonus bonus in gb.Bonuses)
            {
                Check(bonus.Visible, "only open bonuses");
                Check(gb.XYinfo[bonus.X, bonus.Y].Bonus == bonus, "XYinfo Bonus");
                Check(bonus.Type == BonusType.Radius || bonus.Type == BonusType.Ammunation, "BonusType");
                Check(gb.Cells[bonus.X, bonus.Y].Type == CellType.Free, "a bonus lies on a free cell");
            }
        }

        void CheckMe(GameBoard gb)
        {
            Check(gb.Tick == lastTick + 1, "a tick every tick while alive: " + lastTick + " then " + gb.Tick);
            List<Player> mine = gb.Players.FindAll(p => p.ID == ID);
            Check(mine.Count == 1, "my ID once in Players");
            Player me = mine[0];
            Check(me != this, "the board's players are not the strategy");
            Check(me.X == X && me.Y == Y && me.Health == Health && me.Points == Points && me.BombsCount == BombsCount
                    && me.BangRadius == BangRadius && me.Name == Name && me.ACTION == ACTION, "my properties");
            Check(Health == 1, "asked only while alive");
            Check(gb.XYinfo[X, Y].Player.ID == ID, "I stand on my cell");
            Check(gb.Tick == 0 ? ACTION == PlayerAction.Wait : ACTION == lastAction, "ACTION is what I did last tick");
        }

        static void CheckClone(GameBoard gb)
        {
            GameBoard copy = (GameBoard)gb.Clone();
            Check(copy != gb && copy.Tick == gb.Tick && copy.W == gb.W && copy.H == gb.H, "Clone");
            Check(copy.Players.Count == gb.Players.Count && copy.Bombs.Count == gb.Bombs.Count
                    && copy.Bonuses.Count == gb.Bonuses.Count && copy.Lavas.Count == gb.Lavas.Count, "Clone's lists");
            copy.Bombs.Add(new Bomb(copy.Players[0]));
            copy.Lavas.Add(new Lava(copy.Bombs[copy.Bombs.Count - 1]));
            copy.Bonuses.Add(new Bonus(new Bonus { X = 0, Y = 0, Type = BonusType.Radius, Visible = true }));
            copy.Players[0].Points += 100;
            CellType corner = gb.Cells[0, 0].Type;
            copy.Cells[0, 0].Type = corner == CellType.Free ? CellType.Indestructible : CellType.Free;
            copy.XYinfo[1, 1] = new XYInfo(copy.XYinfo[1, 1]);
            Check(gb.Players[0].Points + 100 == copy.Players[0].Points, "Clone copies players");
            Check(gb.Cells[0, 0].Type == corner && gb.XYinfo[0, 0].Type == corner, "Clone copies cells");
            Check(copy.Bombs.Count == gb.Bombs.Count + 1 && copy.Lavas.Count == gb.Lavas.Count + 1, "Clone copies lists");
            Player twin = new Player(gb.Players[0]);
            Check(twin.ID == gb.Players[0].ID && twin.X == gb.Players[0].X && twin.Play() == PlayerAction.Wait, "Player(Player)");
        }

        static readonly PlayerAction[] moves = { PlayerAction.Up, PlayerAction.Down, PlayerAction.Left, PlayerAction.Right };

        /// <summary>
        /// Walk off any cell a bomb or lava can reach; bomb a building beside me when I can then reach a safe cell in
        /// two steps; else wander now and then.
        /// </summary>
        PlayerAction Choose(GameBoard gb)
        {
            bool[,] danger = Danger(gb);
            if (danger[X, Y])
            {
                int steps;
                return WayOut(gb, danger, out steps);
            }
            if (BombsCount > 0 && moves.Any(m => Neighbour(gb, m) == CellType.Destructible))
            {
                GameBoard after = (GameBoard)gb.Clone();
                after.Bombs.Add(new Bomb(this));
                int steps;
                WayOut(after, Danger(after), out steps);
                if (steps <= 2)
                {
                    return PlayerAction.Bomb;
                }
            }
            List<PlayerAction> safe = moves.Where(m => Open(gb, X + Dx(m), Y + Dy(m)) && !danger[X + Dx(m), Y + Dy(m)]).ToList();
            return safe.Count > 0 && rn.Next(2) == 0 ? safe[rn.Next(safe.Count)] : PlayerAction.Wait;
        }

        static int Dx(PlayerAction move)
        {
            return move == PlayerAction.Left ? -1 : move == PlayerAction.Right ? 1 : 0;
        }

        static int Dy(PlayerAction move)
        {
            return move == PlayerAction.Up ? -1 : move == PlayerAction.Down ? 1 : 0;
        }

        /// <summary>A cell I may step on: free, no bomb, no bomber, no lava.</summary>
        static bool Open(GameBoard gb, int x, int y)
        {
            if (x < 0 || y < 0 || x >= gb.W || y >= gb.H)
            {
                return false;
            }
            XYInfo info = gb.XYinfo[x, y];
            return info.Type == CellType.Free && info.Bomb == null && info.Player == null && info.Lavas.Count == 0;
        }

        /// <summary>The first step of the shortest walk to a cell out of danger (Wait if none), and its length.</summary>
        PlayerAction WayOut(GameBoard gb, bool[,] danger, out int steps)
        {
            int[,] first = new int[gb.W, gb.H];
            int[,] distance = new int[gb.W, gb.H];
            for (int x = 0; x < gb.W; x++)
            {
                for (int y = 0; y < gb.H; y++)
                {
                    distance[x, y] = -1;
                }
            }
            Queue<int[]> queue = new Queue<int[]>();
            distance[X, Y] = 0;
            queue.Enqueue(new[] { X, Y });
            while (queue.Count > 0)
            {
                int[] cell = queue.Dequeue();
                int cx = cell[0], cy = cell[1];
                if (!danger[cx, cy])
                {
                    steps = distance[cx, cy];
                    return steps == 0 ? PlayerAction.Wait : (PlayerAction)first[cx, cy];
                }
                foreach (PlayerAction move in moves)
                {
                    int nx = cx + Dx(move), ny = cy + Dy(move);
                    if (Open(gb, nx, ny) && distance[nx, ny] < 0)
                    {
                        distance[nx, ny] = distance[cx, cy] + 1;
                        first[nx, ny] = distance[cx, cy] == 0 ? (int)move : first[cx, cy];
                        queue.Enqueue(new[] { nx, ny });
                    }
                }
            }
            steps = int.MaxValue;
            return PlayerAction.Wait;
        }

        CellType Neighbour(GameBoard gb, PlayerAction move)
        {
            int x = X + Dx(move), y = Y + Dy(move);
            return x < 0 || y < 0 || x >= gb.W || y >= gb.H ? CellType.Indestructible : gb.Cells[x, y].Type;
        }

        /// <summary>The cells any bomb's cross reaches (walls stop it) or lava burns.</summary>
        static bool[,] Danger(GameBoard gb)
        {
            bool[,] danger = new bool[gb.W, gb.H];
            foreach (Lava l in gb.Lavas)
            {
                danger[l.X, l.Y] = true;
            }
            foreach (Bomb b in gb.Bombs)
            {
                danger[b.X, b.Y] = true;
                int[,] rays = { { 0, -1 }, { 0, 1 }, { -1, 0 }, { 1, 0 } };
                for (int r = 0; r < 4; r++)
                {
                    for (int k = 1; k <= b.Bang_radius; k++)
                    {
                        int x = b.X + k * rays[r, 0], y = b.Y + k * rays[r, 1];
                        if (x < 0 || y < 0 || x >= gb.W || y >= gb.H || gb.Cells[x, y].Type == CellType.Indestructible)
                        {
                            break;
                        }
                        danger[x, y] = true;
                        if (gb.Cells[x, y].Type == CellType.Destructible)
                        {
                            break;
                        }
                    }
                }
            }
            return danger;
        }
    }
}
