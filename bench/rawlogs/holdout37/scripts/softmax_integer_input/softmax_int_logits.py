# cause: softmax_integer_input
# expect: Softmax requires the input tensor to have float dtype
# capture: stderr
import numpy as np
import tvm
from tvm import relax

# quantized logits straight from an int8 classifier head
logits = np.random.randint(-50, 50, (4, 10)).astype("int32")
bb = relax.BlockBuilder()
x = relax.Var("logits", relax.TensorType((4, 10), "int32"))
with bb.function("main", [x]):
    with bb.dataflow():
        p = bb.emit_output(relax.op.nn.softmax(x, axis=-1))
    bb.emit_func_output(p)
ex = tvm.compile(bb.get(), target="llvm")
