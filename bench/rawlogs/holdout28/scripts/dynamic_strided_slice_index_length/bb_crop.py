# cause: dynamic_strided_slice_index_length
# expect: Dynamic strided slice requires the number of indices in (begin|end|strides)
# capture: combined
# crop H/W of an NCHW image with runtime begin/end tensors
import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import relax as R

h, w = tirx.Var("h", "int64"), tirx.Var("w", "int64")
img = relax.Var("img", R.Tensor((1, 3, h, w), "float32"))
begin = relax.Var("begin", R.Tensor((2,), "int64"))
end = relax.Var("end", R.Tensor((2,), "int64"))
strides = relax.Var("strides", R.Tensor((2,), "int64"))
bb = relax.BlockBuilder()
print("building crop for", img)
with bb.function("crop", [img, begin, end, strides]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.dynamic_strided_slice(img, begin, end, strides))
    bb.emit_func_output(out)
