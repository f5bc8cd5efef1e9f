package arena.platform.account;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import java.util.Optional;

/** Created by Spring's validator factory, which hands it the policy. */
class AcceptablePasswordValidator implements ConstraintValidator<AcceptablePassword, RegistrationForm> {

    private final PasswordPolicy policy;

    AcceptablePasswordValidator(PasswordPolicy policy) {
        this.policy = policy;
    }

    @Override
    public boolean isValid(RegistrationForm form, ConstraintValidatorContext context) {
        if (form == null || form.password() == null || form.password().length() < PasswordPolicy.MIN_LENGTH) {
            return true; // @NotBlank or @Size says it
        }
        Optional<String> problem = policy.problem(form.username(), form.password());
        if (problem.isEmpty()) {
            return true;
        }
        context.disableDefaultConstraintViolation();
        context.buildConstraintViolationWithTemplate("{" + problem.get() + "}").addPropertyNode("password")
                .addConstraintViolation();
        return false;
    }
}
