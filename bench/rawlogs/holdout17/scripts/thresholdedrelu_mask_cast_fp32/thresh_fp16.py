# cause: thresholdedrelu_mask_cast_fp32
# expect: Binary operators must have the same datatype for both operands
# capture: notebook
# %%
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# %%
x = helper.make_tensor_value_info("x", TensorProto.FLOAT16, [3, 4])
y = helper.make_tensor_value_info("y", TensorProto.FLOAT16, [3, 4])
node = helper.make_node("ThresholdedRelu", ["x"], ["y"], alpha=0.5)
model = helper.make_model(helper.make_graph([node], "trelu", [x], [y]), opset_imports=[helper.make_opsetid("", 10)])
mod = from_onnx(model)
ex = tvm.compile(mod, "llvm")
