# cause: llvm-fp16-missing-intrinsic
# expect: CodeGenLLVM::CreateIntrinsic[\s\S]*unknown intrinsic .*name="tirx\.asin"
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 4), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.asin(x))
    bb.emit_func_output(y)
tvm.compile(bb.get(), target="llvm")
