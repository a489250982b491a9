# cause: user_cli_target_string
# expect: Cannot parse target string "llvm -mtriple=riscv64
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8, 128), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.softmax(x, axis=-1))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()

print("building for the RISC-V board (RVV 1.0)")
ex = relax.build(mod, target="llvm -mtriple=riscv64-unknown-linux-gnu -mcpu=generic-rv64 -mattr=+64bit,+m,+a,+f,+d,+c,+v")
print("done")
