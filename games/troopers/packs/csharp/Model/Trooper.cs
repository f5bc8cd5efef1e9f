using System;

namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model
{
    /// <summary>A trooper as its player sees it, rebuilt for every move.</summary>
    public sealed class Trooper : Unit
    {
        public Trooper(long id, int x, int y, long playerId,
            int teammateIndex, bool isTeammate, TrooperType type, TrooperStance stance,
            int hitpoints, int maximalHitpoints, int actionPoints, int initialActionPoints,
            double visionRange, double shootingRange, int shootCost,
            int standingDamage, int kneelingDamage, int proneDamage, int damage,
            bool isHoldingGrenade, bool isHoldingMedikit, bool isHoldingFieldRation)
            : base(id, x, y)
        {
            PlayerId = playerId;
            TeammateIndex = teammateIndex;
            IsTeammate = isTeammate;
            Type = type;
            Stance = stance;
            Hitpoints = hitpoints;
            MaximalHitpoints = maximalHitpoints;
            ActionPoints = actionPoints;
            InitialActionPoints = initialActionPoints;
            VisionRange = visionRange;
            ShootingRange = shootingRange;
            ShootCost = shootCost;
            StandingDamage = standingDamage;
            KneelingDamage = kneelingDamage;
            ProneDamage = proneDamage;
            Damage = damage;
            IsHoldingGrenade = isHoldingGrenade;
            IsHoldingMedikit = isHoldingMedikit;
            IsHoldingFieldRation = isHoldingFieldRation;
        }

        public long PlayerId { get; }

        public int TeammateIndex { get; }

        public bool IsTeammate { get; }

        public TrooperType Type { get; }

        public TrooperStance Stance { get; }

        public int Hitpoints { get; }

        public int MaximalHitpoints { get; }

        public int ActionPoints { get; }

        public int InitialActionPoints { get; }

        public double VisionRange { get; }

        /// <summary>The range of a shot in the current stance, a sniper's stance bonus included.</summary>
        public double ShootingRange { get; }

        public int ShootCost { get; }

        public int StandingDamage { get; }

        public int KneelingDamage { get; }

        public int ProneDamage { get; }

        /// <summary>The damage of a shot in the current stance.</summary>
        public int Damage { get; }

        public bool IsHoldingGrenade { get; }

        public bool IsHoldingMedikit { get; }

        public bool IsHoldingFieldRation { get; }

        /// <summary>The damage of a shot fired in the given stance.</summary>
        public int GetDamage(TrooperStance stance)
        {
            switch (stance)
            {
                case TrooperStance.Prone:
                    return ProneDamage;
                case TrooperStance.Kneeling:
                    return KneelingDamage;
                case TrooperStance.Standing:
                    return StandingDamage;
                default:
                    throw new ArgumentException("Unsupported stance: " + stance + '.');
            }
        }
    }
}
