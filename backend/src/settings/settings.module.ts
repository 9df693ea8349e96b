import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config';
import { KeyCipher } from './key-cipher';
import { KeyVerifier } from './key-verifier';
import { PiratePreferencesService } from './pirate-preferences.service';
import { ServiceKeyEntity } from './service-key.entity';
import { StudioSettingEntity } from './studio-setting.entity';
import { SETTINGS_CIPHER, ServiceKeys } from './service-keys.service';
import { SettingsRepository } from './settings.repository';
import { loadSettingsSecret } from './settings-secret';
import { SettingsController } from './settings.controller';

@Module({
  imports: [TypeOrmModule.forFeature([ServiceKeyEntity, StudioSettingEntity])],
  controllers: [SettingsController],
  providers: [
    ServiceKeys,
    SettingsRepository,
    PiratePreferencesService,
    KeyVerifier,
    {
      provide: SETTINGS_CIPHER,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) =>
        new KeyCipher(await loadSettingsSecret({ dataDir: config.dataDir, secret: config.settingsSecret })),
    },
  ],
  exports: [ServiceKeys, SettingsRepository],
})
export class SettingsModule {}
