using System;

namespace ClassLibrary_CGC
{
    /// <summary>A bonus lying open on a free cell; a bomber who steps on it picks it up.</summary>
    [Serializable]
    public class Bonus : GameObject
    {
        public Bonus()
        {
        }

        public Bonus(Bonus origin)
        {
            X = origin.X;
            Y = origin.Y;
            Type = origin.Type;
            Visible = origin.Visible;
        }

        public BonusType Type { get; set; }

        /// <summary>Always true on your board: the bonuses still hidden in buildings are never sent.</summary>
        public bool Visible { get; set; }
    }
}
