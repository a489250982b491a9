# cause: tirx_isnan_bf16_unsupported
# expect: not supported for finiteness ops
# capture: combined
# post: crlf
import tvm
from tvm import relax

print("== grad-scaler finite check ==")
for dtype in ("float16", "bfloat16"):
    bb = relax.BlockBuilder()
    g = relax.Var("grad", relax.TensorType((3, 3, 8), dtype))
    with bb.function("main", [g]):
        with bb.dataflow():
            ok = bb.emit(relax.op.isfinite(g))
            cnt = bb.emit(relax.op.sum(relax.op.astype(ok, "int32")))
            out = bb.emit_output(cnt)
        bb.emit_func_output(out)
    tvm.compile(bb.get(), target="llvm")
    print(dtype, "compiled")
