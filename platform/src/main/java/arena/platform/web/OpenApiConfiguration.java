package arena.platform.web;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import org.springdoc.core.customizers.OperationCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The REST API's description: personal tokens as bearer tokens, and every error as problem details with a
 * reason code (one shared response, so no operation can forget to say so).
 */
@Configuration(proxyBeanMethods = false)
class OpenApiConfiguration {

    static final String PROBLEM = "Problem";

    @Bean
    OpenAPI arenaApi() {
        Schema<?> problem = new ObjectSchema()
                .description("RFC 9457 problem details; code is Arena's reason code, detail one sentence for people")
                .addProperty("type", new StringSchema().format("uri"))
                .addProperty("title", new StringSchema())
                .addProperty("status", new IntegerSchema())
                .addProperty("detail", new StringSchema())
                .addProperty("instance", new StringSchema())
                .addProperty("code", new StringSchema().example("UNKNOWN_LANGUAGE"));
        return new OpenAPI()
                .info(new Info().title("Arena API").version("v1")
                        .description("Upload strategies, follow their acceptance, start games, fetch replays. Get a token with "
                                + "POST /api/account/tokens (HTTP Basic) and send it as `Authorization: Bearer <token>`. "
                                + "Errors are application/problem+json with a reason code in the property code. "
                                + "The command-line client arena-client.jar (/downloads/arena-client.jar) does all of this."))
                .components(new Components()
                        .addSecuritySchemes("token", new SecurityScheme().type(SecurityScheme.Type.HTTP).scheme("bearer"))
                        .addSecuritySchemes("password", new SecurityScheme().type(SecurityScheme.Type.HTTP).scheme("basic"))
                        .addSchemas(PROBLEM, problem))
                .addSecurityItem(new SecurityRequirement().addList("token"));
    }

    /** Every operation may answer with a problem; the operation's description lists its own codes. */
    @Bean
    OperationCustomizer problemResponses() {
        return (operation, handler) -> {
            ApiResponse refused = new ApiResponse()
                    .description("Refused: problem details with a reason code (code), such as NOT_FOUND, INVALID_INPUT, "
                            + "UNAUTHORIZED, FORBIDDEN, TOO_LARGE")
                    .content(new Content().addMediaType("application/problem+json",
                            new MediaType().schema(new Schema<>().$ref("#/components/schemas/" + PROBLEM))));
            operation.getResponses().addApiResponse("4XX", refused);
            return operation;
        };
    }
}
