# cause: eyelike_dtype_attribute_rejected
# expect: dtype mismatch between input \((float32|int32|float16)\) and attribute \((\d+)\)
# capture: notebook
# %%
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# %%
# identity matrix in float64 from a float32 template
g = helper.make_graph([helper.make_node("EyeLike", ["tmpl"], ["I"], dtype=TensorProto.DOUBLE)], "eye64",
                      [helper.make_tensor_value_info("tmpl", TensorProto.FLOAT, [4, 4])],
                      [helper.make_tensor_value_info("I", TensorProto.DOUBLE, [4, 4])])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 9)])
mod = from_onnx(model)
