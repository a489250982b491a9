# cause: eyelike_dtype_attribute_rejected
# expect: dtype mismatch between input \((float32|int32|float16)\) and attribute \((\d+)\)
# capture: ipython
# post: truncate=0.6
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

nodes = [helper.make_node("EyeLike", ["scores"], ["diag"], dtype=TensorProto.BOOL),
         helper.make_node("Where", ["diag", "neg_inf", "scores"], ["masked"])]
g = helper.make_graph(nodes, "diag_mask", [helper.make_tensor_value_info("scores", TensorProto.FLOAT16, ["n", "n"])],
                      [helper.make_tensor_value_info("masked", TensorProto.FLOAT16, None)],
                      [numpy_helper.from_array(np.array(-65504, np.float16), "neg_inf")])
mod = from_onnx(helper.make_model(g, opset_imports=[helper.make_opsetid("", 16)]))
