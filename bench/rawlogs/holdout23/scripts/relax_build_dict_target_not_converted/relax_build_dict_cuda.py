# cause: relax_build_dict_target_not_converted
# expect: argument of type 'builtin_function_or_method' is not iterable
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((32, 4096), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.silu(x))
        out = bb.emit_output(y)
    bb.emit_func_output(out)

target = {"kind": "cuda", "arch": "sm_89", "host": {"kind": "llvm", "mtriple": "x86_64-linux-gnu"}}
print("compiling for", target)
ex = relax.build(bb.get(), target=target)
