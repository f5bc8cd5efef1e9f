using System;

namespace ClassLibrary_CGC
{
    /// <summary>Wild fire on one cell: it kills whoever is on the cell or steps on it while it burns.</summary>
    [Serializable]
    public class Lava : GameObject
    {
        public Lava()
        {
            PlayerID = "";
            LiveTime = Config.lava_livetime;
        }

        public Lava(Lava origin)
        {
            X = origin.X;
            Y = origin.Y;
            PlayerID = origin.PlayerID;
            LiveTime = origin.LiveTime;
        }

        /// <summary>Fresh lava of this bomb, on the bomb's cell.</summary>
        public Lava(Bomb bomb)
        {
            X = bomb.X;
            Y = bomb.Y;
            PlayerID = bomb.PlayerID;
            LiveTime = Config.lava_livetime;
        }

        /// <summary>The ID of the player whose bomb made it (he is credited with its kills).</summary>
        public string PlayerID { get; set; }

        /// <summary>The number of coming ticks it still burns.</summary>
        public int LiveTime { get; set; }
    }
}
