using System;

namespace ClassLibrary_CGC
{
    /// <summary>
    /// A bomber. Your strategy is a Player too: the class User in MyStrategy.cs, whose X, Y, Health, Points,
    /// BombsCount, BangRadius, ID, Name and ACTION are your bomber's before every call of Play.
    /// </summary>
    [Serializable]
    public class Player : GameObject
    {
        public Player()
        {
            Name = "";
            ID = "";
            Health = 1;
            ACTION = PlayerAction.Wait;
            BombsCount = Config.player_bombs_count_start;
            BangRadius = Config.bang_start_radius;
        }

        public Player(Player origin)
        {
            CopyFrom(origin);
        }

        /// <summary>The participant's display name.</summary>
        public string Name { get; set; }

        /// <summary>The bomber's id, "1" to "4": his start slot on the map. Bombs and lavas name it in PlayerID.</summary>
        public string ID { get; set; }

        /// <summary>1 while he lives, 0 once he is dead.</summary>
        public int Health { get; set; }

        /// <summary>Points scored so far.</summary>
        public int Points { get; set; }

        /// <summary>Bombs he can place right now; one returns when one of his bombs explodes.</summary>
        public int BombsCount { get; set; }

        /// <summary>The explosion radius of the next bomb he places.</summary>
        public int BangRadius { get; set; }

        /// <summary>What he did in the last tick (Wait when a move failed or an answer was invalid).</summary>
        public PlayerAction ACTION { get; set; }

        /// <summary>Your strategy: override it in User (MyStrategy.cs) and return the action for the next tick.</summary>
        public virtual PlayerAction Play(GameBoard gb)
        {
            return PlayerAction.Wait;
        }

        /// <summary>The 2018 built-in bots' entry, without the board; the site never calls it.</summary>
        public virtual PlayerAction Play()
        {
            return PlayerAction.Wait;
        }

        /// <summary>Takes every property of another player (the runner refreshes your User with it).</summary>
        public void CopyFrom(Player origin)
        {
            X = origin.X;
            Y = origin.Y;
            Name = origin.Name;
            ID = origin.ID;
            Health = origin.Health;
            Points = origin.Points;
            BombsCount = origin.BombsCount;
            BangRadius = origin.BangRadius;
            ACTION = origin.ACTION;
        }
    }
}
