using System;

namespace ClassLibrary_CGC
{
    /// <summary>A bomb: it explodes during tick gb.Tick + LiveTime into a cross of Bang_radius cells each way.</summary>
    [Serializable]
    public class Bomb : GameObject
    {
        public Bomb()
        {
            PlayerID = "";
        }

        public Bomb(Bomb origin)
        {
            X = origin.X;
            Y = origin.Y;
            PlayerID = origin.PlayerID;
            LiveTime = origin.LiveTime;
            Bang_radius = origin.Bang_radius;
        }

        public Bomb(int x, int y)
        {
            X = x;
            Y = y;
            PlayerID = "";
            LiveTime = Config.bomb_live_time;
        }

        /// <summary>The bomb this player would place on (x, y) now: his id, his radius, a full timer.</summary>
        public Bomb(int x, int y, Player player)
        {
            X = x;
            Y = y;
            PlayerID = player.ID;
            Bang_radius = player.BangRadius;
            LiveTime = Config.bomb_live_time;
        }

        /// <summary>The bomb this player would place on his own cell now.</summary>
        public Bomb(Player player) : this(player.X, player.Y, player)
        {
        }

        /// <summary>The ID of the player who placed it.</summary>
        public string PlayerID { get; set; }

        /// <summary>Ticks left: it explodes during tick gb.Tick + LiveTime (earlier when another blast reaches it).</summary>
        public int LiveTime { get; set; }

        /// <summary>Its owner's BangRadius when he placed it; it never changes.</summary>
        public int Bang_radius { get; set; }
    }
}
