using System;
using System.Collections.Generic;

namespace ClassLibrary_CGC
{
    /// <summary>
    /// Everything your strategy can know in one tick. Cells[x, y] and XYinfo[x, y] are indexed by column, then row;
    /// x grows to the right, y downwards (Up is y - 1). Official maps are 15 by 15.
    /// </summary>
    [Serializable]
    public class GameBoard : ICloneable
    {
        /// <summary>The ticks played so far (0 before the first).</summary>
        public int Tick;

        /// <summary>What is on each cell, rebuilt from Cells and the lists by UpdateXYinfo.</summary>
        public XYInfo[,] XYinfo;

        /// <summary>An empty board of w by h free cells.</summary>
        public GameBoard(int w, int h)
        {
            W = w;
            H = h;
            Cells = new Cell[w, h];
            for (int x = 0; x < w; x++)
            {
                for (int y = 0; y < h; y++)
                {
                    Cells[x, y] = new Cell { X = x, Y = y, Type = CellType.Free };
                }
            }
            Players = new List<Player>();
            Bombs = new List<Bomb>();
            Bonuses = new List<Bonus>();
            Lavas = new List<Lava>();
            XYinfo = new XYInfo[w, h];
        }

        /// <summary>The field's width: x runs from 0 to W - 1.</summary>
        public int W { get; set; }

        /// <summary>The field's height: y runs from 0 to H - 1.</summary>
        public int H { get; set; }

        public Cell[,] Cells { get; set; }

        /// <summary>Every bomber of the game, dead ones too (Health 0), by ID.</summary>
        public List<Player> Players { get; set; }

        /// <summary>The bombs not exploded yet, in the order they were placed.</summary>
        public List<Bomb> Bombs { get; set; }

        /// <summary>The open bonuses (the ones still inside buildings are not known).</summary>
        public List<Bonus> Bonuses { get; set; }

        /// <summary>The lava burning now.</summary>
        public List<Lava> Lavas { get; set; }

        /// <summary>Rebuilds XYinfo from Cells, Players (the living), Bombs, Bonuses and Lavas: after you change them.</summary>
        public void UpdateXYinfo()
        {
            XYinfo = new XYInfo[W, H];
            for (int x = 0; x < W; x++)
            {
                for (int y = 0; y < H; y++)
                {
                    XYinfo[x, y] = new XYInfo { Type = Cells[x, y].Type };
                }
            }
            foreach (Player player in Players)
            {
                if (player.Health > 0 && Inside(player.X, player.Y))
                {
                    XYinfo[player.X, player.Y].Player = player;
                }
            }
            foreach (Bomb bomb in Bombs)
            {
                if (Inside(bomb.X, bomb.Y))
                {
                    XYinfo[bomb.X, bomb.Y].Bomb = bomb;
                }
            }
            foreach (Bonus bonus in Bonuses)
            {
                if (Inside(bonus.X, bonus.Y))
                {
                    XYinfo[bonus.X, bonus.Y].Bonus = bonus;
                }
            }
            foreach (Lava lava in Lavas)
            {
                if (Inside(lava.X, lava.Y))
                {
                    XYinfo[lava.X, lava.Y].Lavas.Add(lava);
                }
            }
            foreach (XYInfo info in XYinfo)
            {
                info.Free = info.Type == CellType.Free && info.Player == null && info.Bomb == null && info.Bonus == null;
            }
        }

        /// <summary>A deep copy to try moves on: its own cells, players, bombs, bonuses, lavas and XYinfo.</summary>
        public object Clone()
        {
            GameBoard copy = new GameBoard(W, H);
            copy.Tick = Tick;
            for (int x = 0; x < W; x++)
            {
                for (int y = 0; y < H; y++)
                {
                    copy.Cells[x, y].Type = Cells[x, y].Type;
                }
            }
            foreach (Player player in Players)
            {
                copy.Players.Add(new Player(player));
            }
            foreach (Bomb bomb in Bombs)
            {
                copy.Bombs.Add(new Bomb(bomb));
            }
            foreach (Bonus bonus in Bonuses)
            {
                copy.Bonuses.Add(new Bonus(bonus));
            }
            foreach (Lava lava in Lavas)
            {
                copy.Lavas.Add(new Lava(lava));
            }
            copy.UpdateXYinfo();
            return copy;
        }

        private bool Inside(int x, int y)
        {
            return x >= 0 && y >= 0 && x < W && y < H;
        }
    }
}
