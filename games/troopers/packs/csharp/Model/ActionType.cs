namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model
{
    public enum ActionType
    {
        EndTurn,
        Move,
        Shoot,
        RaiseStance,
        LowerStance,
        ThrowGrenade,
        UseMedikit,
        EatFieldRation,
        Heal,
        RequestEnemyDisposition
    }
}
