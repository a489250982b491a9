# cause: extern_func_in_module_segfault
# expect: Segfault encountered
# capture: ipython
import tvm
from tvm import relax
from tvm.relax.backend.cuda.cublas import partition_for_cublas


def build_module():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((64, 128), "float16"))
    w = relax.Var("w", relax.TensorType((128, 64), "float16"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit(relax.op.matmul(x, w))
            out = bb.emit_output(relax.op.nn.relu(y))
        bb.emit_func_output(out)
    bb.add_func(relax.ExternFunc("cutlass_fp16_gemm_fallback"), "gemm_fallback")
    return bb.get()


mod = build_module()
mod = partition_for_cublas(mod)
offloaded = [
    gv.name_hint
    for gv, f in mod.functions.items()
    if isinstance(f, relax.Function) and f.attrs is not None and "Codegen" in f.attrs
]
print(offloaded)
