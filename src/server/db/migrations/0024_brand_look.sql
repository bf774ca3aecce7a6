ALTER TABLE "brands" ADD COLUMN "second_color" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "font_pair" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo" "bytea";--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_width" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_height" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_version" text;