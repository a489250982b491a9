# cause: pow_mixed_dtype_operands
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
a = helper.make_tensor_value_info("base", TensorProto.INT32, [4])
b = helper.make_tensor_value_info("exp", TensorProto.FLOAT, [4])
c = helper.make_tensor_value_info("out", TensorProto.INT32, [4])
model = helper.make_model(helper.make_graph([helper.make_node("Pow", ["base", "exp"], ["out"])], "pow", [a, b], [c]),
                          opset_imports=[helper.make_opsetid("", 15)])
onnx.checker.check_model(model)
mod = from_onnx(model)
