// gltf-validator ships no type declarations; this covers the part the model tests use.
declare module 'gltf-validator' {
  export interface ValidationIssue {
    code: string;
    message: string;
    severity: number;
    pointer?: string;
  }
  export interface ValidationReport {
    issues: { numErrors: number; numWarnings: number; numInfos: number; messages: ValidationIssue[] };
    info?: { animationCount: number; totalVertexCount: number };
  }
  export function validateBytes(data: Uint8Array, options?: { maxIssues?: number }): Promise<ValidationReport>;
}
