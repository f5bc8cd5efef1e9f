namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model
{
    public enum TrooperType
    {
        Commander,
        FieldMedic,
        Soldier,
        Sniper,
        Scout
    }
}
