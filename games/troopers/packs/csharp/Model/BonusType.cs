namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model
{
    public enum BonusType
    {
        Grenade,
        Medikit,
        FieldRation
    }
}
