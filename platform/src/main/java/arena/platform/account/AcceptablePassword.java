package arena.platform.account;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The form's password follows the {@link PasswordPolicy} for the form's user name; the error is on the password. */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Constraint(validatedBy = AcceptablePasswordValidator.class)
@interface AcceptablePassword {

    String message() default "{account.password.guessable}";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
